/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, type: NonNullable<unknown>, listing: NonNullable<unknown>, price: NonNullable<unknown>, address: NonNullable<unknown> }} Places_Prop_MetaInputs */

const en_places_prop_meta = /** @type {(inputs: Places_Prop_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: ${i?.type} ${i?.listing} at ${i?.price}, ${i?.address}.`)
};

const es_places_prop_meta = /** @type {(inputs: Places_Prop_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: ${i?.type} ${i?.listing} por ${i?.price}, ${i?.address}.`)
};

const fr_places_prop_meta = /** @type {(inputs: Places_Prop_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} : ${i?.type} ${i?.listing} à ${i?.price}, ${i?.address}.`)
};

/**
* | output |
* | --- |
* | "{title}: {type} {listing} at {price}, {address}." |
*
* @param {Places_Prop_MetaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_meta = /** @type {((inputs: Places_Prop_MetaInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_MetaInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_meta(inputs)
	if (locale === "fr") return fr_places_prop_meta(inputs)
	return en_places_prop_meta(inputs)
});