/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_Partner_TextInputs */

const en_info_contact_partner_text = /** @type {(inputs: Info_Contact_Partner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join as a partner business or organisation`)
};

const es_info_contact_partner_text = /** @type {(inputs: Info_Contact_Partner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Únete como negocio u organización asociada`)
};

const fr_info_contact_partner_text = /** @type {(inputs: Info_Contact_Partner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devenez commerce ou organisation partenaire`)
};

/**
* | output |
* | --- |
* | "Join as a partner business or organisation" |
*
* @param {Info_Contact_Partner_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_partner_text = /** @type {((inputs?: Info_Contact_Partner_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_Partner_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_partner_text(inputs)
	if (locale === "fr") return fr_info_contact_partner_text(inputs)
	return en_info_contact_partner_text(inputs)
});