// run: true
