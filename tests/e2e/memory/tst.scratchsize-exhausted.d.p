#!/bin/sh
sed 's/(ID [0-9]*: profile:::tick-1ms)/(ID N: profile:::tick-1ms)/; s/probe ID [0-9]*/probe ID N/'
