/* a provider for dtrace -h in the tests of this directory */
provider privtest {
	probe tick(int);
};
