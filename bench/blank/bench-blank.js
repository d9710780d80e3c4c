performance.mark('trim:ready');
