/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_KickerInputs */

const en_info_contact_kicker = /** @type {(inputs: Info_Contact_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're here to help`)
};

const es_info_contact_kicker = /** @type {(inputs: Info_Contact_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estamos para ayudarte`)
};

const fr_info_contact_kicker = /** @type {(inputs: Info_Contact_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes là pour vous aider`)
};

/**
* | output |
* | --- |
* | "We're here to help" |
*
* @param {Info_Contact_KickerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_kicker = /** @type {((inputs?: Info_Contact_KickerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_KickerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_kicker(inputs)
	if (locale === "fr") return fr_info_contact_kicker(inputs)
	return en_info_contact_kicker(inputs)
});