// The build failed because Surefire reported both tests as failed, each with Orbit's counterexample.
def log = new File(basedir, 'build.log').text
assert log.contains('Tests run: 2, Failures: 2, Errors: 0, Skipped: 0')

def counter = new File(basedir, 'target/surefire-reports/sample.CounterTest.txt').text
assert counter.contains('Orbit found an error in CounterTest.twoThreadsIncrement()')
assert counter.contains('AssertionFailedError: expected: <2> but was: <1>')
assert counter.contains('"a"  Counter.java:8  write counter.count') // the test's local variable names the object
assert counter.contains('"b"  Counter.java:8  write counter.count')
assert counter =~ /Schedule: '?([A-Z]:[^@']+@)?[0-9.]+/

def account = new File(basedir, 'target/surefire-reports/sample.AccountTest.txt').text
assert account.contains('Orbit found an error in AccountTest.oppositeTransfers()')
assert account.contains('Error: deadlock')
assert account.contains('No thread can proceed:')
assert account.contains('"alice-to-bob"')
assert account =~ /Schedule: '?([A-Z]:[^@']+@)?[0-9.]+/
// Each failure saved its schedule for the next run, and a command line that replays it with orbit check.
assert new File(basedir, 'target/orbit/replays/sample.CounterTest.twoThreadsIncrement.schedule').text =~ /[0-9.]+/
assert new File(basedir, 'target/orbit/replays/sample.AccountTest.oppositeTransfers.command').text.startsWith('orbit check -cp ')
return true
