/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_MessageInputs */

const en_places_prop_message = /** @type {(inputs: Places_Prop_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const es_places_prop_message = /** @type {(inputs: Places_Prop_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje`)
};

const fr_places_prop_message = /** @type {(inputs: Places_Prop_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre message`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Places_Prop_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_message = /** @type {((inputs?: Places_Prop_MessageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_MessageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_message(inputs)
	if (locale === "fr") return fr_places_prop_message(inputs)
	return en_places_prop_message(inputs)
});