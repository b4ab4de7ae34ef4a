// run: echo one; echo two; echo three
