/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_Sent_TitleInputs */

const en_places_prop_sent_title = /** @type {(inputs: Places_Prop_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquiry Sent`)
};

const es_places_prop_sent_title = /** @type {(inputs: Places_Prop_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consulta enviada`)
};

const fr_places_prop_sent_title = /** @type {(inputs: Places_Prop_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande envoyée`)
};

/**
* | output |
* | --- |
* | "Inquiry Sent" |
*
* @param {Places_Prop_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_sent_title = /** @type {((inputs?: Places_Prop_Sent_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Sent_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_sent_title(inputs)
	if (locale === "fr") return fr_places_prop_sent_title(inputs)
	return en_places_prop_sent_title(inputs)
});