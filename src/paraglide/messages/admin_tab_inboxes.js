/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_InboxesInputs */

const en_admin_tab_inboxes = /** @type {(inputs: Admin_Tab_InboxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inboxes`)
};

const es_admin_tab_inboxes = /** @type {(inputs: Admin_Tab_InboxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bandejas de entrada`)
};

const fr_admin_tab_inboxes = /** @type {(inputs: Admin_Tab_InboxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boîtes de réception`)
};

/**
* | output |
* | --- |
* | "Inboxes" |
*
* @param {Admin_Tab_InboxesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_tab_inboxes = /** @type {((inputs?: Admin_Tab_InboxesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_InboxesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tab_inboxes(inputs)
	if (locale === "fr") return fr_admin_tab_inboxes(inputs)
	return en_admin_tab_inboxes(inputs)
});