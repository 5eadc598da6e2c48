/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_Fact_TypeInputs */

const en_places_prop_fact_type = /** @type {(inputs: Places_Prop_Fact_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

const es_places_prop_fact_type = /** @type {(inputs: Places_Prop_Fact_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

const fr_places_prop_fact_type = /** @type {(inputs: Places_Prop_Fact_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de bien`)
};

/**
* | output |
* | --- |
* | "Type" |
*
* @param {Places_Prop_Fact_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_fact_type = /** @type {((inputs?: Places_Prop_Fact_TypeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Fact_TypeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_fact_type(inputs)
	if (locale === "fr") return fr_places_prop_fact_type(inputs)
	return en_places_prop_fact_type(inputs)
});