#!/bin/sh
sed 's/invalid address (0x[0-9a-f]*)/invalid address (ADDR)/'
