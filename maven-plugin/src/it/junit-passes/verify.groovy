// The model-checked test passed (every interleaving explored) next to an ordinary one.
def log = new File(basedir, 'build.log').text
assert log.contains('Tests run: 2, Failures: 0, Errors: 0, Skipped: 0')
assert log.contains('BUILD SUCCESS')
// The search shows: its verdict and numbers in the build log and in the test's XML report.
def searched = ~/Orbit, HitCounterTest\.concurrentHitsAreAllCounted\(\): No errors found \(\d+ states, \d+ transitions, [0-9.]+ s\)/
assert log =~ searched
def xml = new File(basedir, 'target/surefire-reports/TEST-sample.HitCounterTest.xml').text
assert xml =~ searched
return true
