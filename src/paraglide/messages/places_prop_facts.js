/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_FactsInputs */

const en_places_prop_facts = /** @type {(inputs: Places_Prop_FactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facts`)
};

const es_places_prop_facts = /** @type {(inputs: Places_Prop_FactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos`)
};

const fr_places_prop_facts = /** @type {(inputs: Places_Prop_FactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caractéristiques`)
};

/**
* | output |
* | --- |
* | "Facts" |
*
* @param {Places_Prop_FactsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_facts = /** @type {((inputs?: Places_Prop_FactsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_FactsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_facts(inputs)
	if (locale === "fr") return fr_places_prop_facts(inputs)
	return en_places_prop_facts(inputs)
});