/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Places_Prop_CallInputs */

const en_places_prop_call = /** @type {(inputs: Places_Prop_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call ${i?.phone}`)
};

const es_places_prop_call = /** @type {(inputs: Places_Prop_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Llamar al ${i?.phone}`)
};

const fr_places_prop_call = /** @type {(inputs: Places_Prop_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Appeler le ${i?.phone}`)
};

/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Places_Prop_CallInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_call = /** @type {((inputs: Places_Prop_CallInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_CallInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_call(inputs)
	if (locale === "fr") return fr_places_prop_call(inputs)
	return en_places_prop_call(inputs)
});