// orbit:check explored every interleaving of the two workers (given as arguments) and found no error.
def log = new File(basedir, 'build.log').text
// -Dorbit.args=3,4 is the list [3, 4]: two arguments (the program fails without any).
assert log.contains('Orbit: checking sample.Workers 3 4')
assert log =~ /\[INFO\] No errors found \([0-9,]+ states, [0-9,]+ transitions, [0-9.]+ s\)\./
assert log =~ /\[INFO\] Assuming sequential consistency, .* and references never cleared/
assert log.contains('BUILD SUCCESS')

def report = new File(basedir, 'target/orbit/sample.Workers.json').text
assert report.contains('"verdict":"no-errors"') || report.contains('"verdict": "no-errors"')
assert report.contains('"id": "sequential-consistency"')
return true
