/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Offline_NeighborhoodsInputs */

const en_info_offline_neighborhoods = /** @type {(inputs: Info_Offline_NeighborhoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighborhoods`)
};

const es_info_offline_neighborhoods = /** @type {(inputs: Info_Offline_NeighborhoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barrios`)
};

const fr_info_offline_neighborhoods = /** @type {(inputs: Info_Offline_NeighborhoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quartiers`)
};

/**
* | output |
* | --- |
* | "Neighborhoods" |
*
* @param {Info_Offline_NeighborhoodsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_offline_neighborhoods = /** @type {((inputs?: Info_Offline_NeighborhoodsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Offline_NeighborhoodsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_offline_neighborhoods(inputs)
	if (locale === "fr") return fr_info_offline_neighborhoods(inputs)
	return en_info_offline_neighborhoods(inputs)
});