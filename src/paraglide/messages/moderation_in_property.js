/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_PropertyInputs */

const en_moderation_in_property = /** @type {(inputs: Moderation_In_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Property inquiries`)
};

const es_moderation_in_property = /** @type {(inputs: Moderation_In_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultas sobre propiedades`)
};

const fr_moderation_in_property = /** @type {(inputs: Moderation_In_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes immobilières`)
};

/**
* | output |
* | --- |
* | "Property inquiries" |
*
* @param {Moderation_In_PropertyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_property = /** @type {((inputs?: Moderation_In_PropertyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_PropertyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_property(inputs)
	if (locale === "fr") return fr_moderation_in_property(inputs)
	return en_moderation_in_property(inputs)
});