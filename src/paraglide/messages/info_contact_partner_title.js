/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_Partner_TitleInputs */

const en_info_contact_partner_title = /** @type {(inputs: Info_Contact_Partner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner Program`)
};

const es_info_contact_partner_title = /** @type {(inputs: Info_Contact_Partner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programa de socios`)
};

const fr_info_contact_partner_title = /** @type {(inputs: Info_Contact_Partner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programme partenaires`)
};

/**
* | output |
* | --- |
* | "Partner Program" |
*
* @param {Info_Contact_Partner_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_partner_title = /** @type {((inputs?: Info_Contact_Partner_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_Partner_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_partner_title(inputs)
	if (locale === "fr") return fr_info_contact_partner_title(inputs)
	return en_info_contact_partner_title(inputs)
});