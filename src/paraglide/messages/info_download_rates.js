/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Download_RatesInputs */

const en_info_download_rates = /** @type {(inputs: Info_Download_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group Rate Sheet`)
};

const es_info_download_rates = /** @type {(inputs: Info_Download_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifas para grupos`)
};

const fr_info_download_rates = /** @type {(inputs: Info_Download_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grille tarifaire groupes`)
};

/**
* | output |
* | --- |
* | "Group Rate Sheet" |
*
* @param {Info_Download_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_download_rates = /** @type {((inputs?: Info_Download_RatesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Download_RatesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_download_rates(inputs)
	if (locale === "fr") return fr_info_download_rates(inputs)
	return en_info_download_rates(inputs)
});