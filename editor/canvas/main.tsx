const container = document.getElementById('canvas');
if (!container) throw new Error('canvas: no #canvas element in the page');
