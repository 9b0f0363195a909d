// The build failed in orbit:check, which logged the deadlock with its trace and wrote the JSON and HTML reports.
def log = new File(basedir, 'build.log').text
assert log.contains('[ERROR] Error: deadlock')
assert log.contains('[ERROR]   No thread can proceed:')
assert log =~ /\[ERROR\] Schedule: '?([A-Z]:[^@']+@)?[0-9.]+/
assert log.contains('Orbit found an error in sample.Transfers')
assert log.contains('BUILD FAILURE')

def report = new File(basedir, 'target/orbit/sample.Transfers.json').text
assert report.contains('"verdict":"errors"') || report.contains('"verdict": "errors"')
assert report.contains('"kind":"deadlock"') || report.contains('"kind": "deadlock"')
def html = new File(basedir, 'target/orbit/sample.Transfers.html').text
assert html.startsWith('<!DOCTYPE html>')
assert html.contains('deadlock')
assert log.contains('target/orbit/sample.Transfers.html')
return true
