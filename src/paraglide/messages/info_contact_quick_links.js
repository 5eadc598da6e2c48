/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_Quick_LinksInputs */

const en_info_contact_quick_links = /** @type {(inputs: Info_Contact_Quick_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick links`)
};

const es_info_contact_quick_links = /** @type {(inputs: Info_Contact_Quick_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlaces rápidos`)
};

const fr_info_contact_quick_links = /** @type {(inputs: Info_Contact_Quick_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liens rapides`)
};

/**
* | output |
* | --- |
* | "Quick links" |
*
* @param {Info_Contact_Quick_LinksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_quick_links = /** @type {((inputs?: Info_Contact_Quick_LinksInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_Quick_LinksInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_quick_links(inputs)
	if (locale === "fr") return fr_info_contact_quick_links(inputs)
	return en_info_contact_quick_links(inputs)
});