// the same page for everyone (the conversation lives in the browser): the anonymous page cache may serve it
export default { titleKey: 'chat:page.title' }
