/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_Type_CommercialInputs */

const en_places_prop_type_commercial = /** @type {(inputs: Places_Prop_Type_CommercialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commercial`)
};

const es_places_prop_type_commercial = /** @type {(inputs: Places_Prop_Type_CommercialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comercial`)
};

const fr_places_prop_type_commercial = /** @type {(inputs: Places_Prop_Type_CommercialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local commercial`)
};

/**
* | output |
* | --- |
* | "Commercial" |
*
* @param {Places_Prop_Type_CommercialInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_type_commercial = /** @type {((inputs?: Places_Prop_Type_CommercialInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Type_CommercialInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_type_commercial(inputs)
	if (locale === "fr") return fr_places_prop_type_commercial(inputs)
	return en_places_prop_type_commercial(inputs)
});