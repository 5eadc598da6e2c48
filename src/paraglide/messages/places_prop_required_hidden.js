/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_Required_HiddenInputs */

const en_places_prop_required_hidden = /** @type {(inputs: Places_Prop_Required_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`required`)
};

const es_places_prop_required_hidden = /** @type {(inputs: Places_Prop_Required_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`obligatorio`)
};

const fr_places_prop_required_hidden = /** @type {(inputs: Places_Prop_Required_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`obligatoire`)
};

/**
* | output |
* | --- |
* | "required" |
*
* @param {Places_Prop_Required_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_required_hidden = /** @type {((inputs?: Places_Prop_Required_HiddenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Required_HiddenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_required_hidden(inputs)
	if (locale === "fr") return fr_places_prop_required_hidden(inputs)
	return en_places_prop_required_hidden(inputs)
});