#!/bin/sh
grep -v '^<stdin>'
