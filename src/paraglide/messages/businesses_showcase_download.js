/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown>, size: NonNullable<unknown> }} Businesses_Showcase_DownloadInputs */

const en_businesses_showcase_download = /** @type {(inputs: Businesses_Showcase_DownloadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Download (${i?.type}, ${i?.size})`)
};

const es_businesses_showcase_download = /** @type {(inputs: Businesses_Showcase_DownloadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Descargar (${i?.type}, ${i?.size})`)
};

const fr_businesses_showcase_download = /** @type {(inputs: Businesses_Showcase_DownloadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Télécharger (${i?.type}, ${i?.size})`)
};

/**
* | output |
* | --- |
* | "Download ({type}, {size})" |
*
* @param {Businesses_Showcase_DownloadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_showcase_download = /** @type {((inputs: Businesses_Showcase_DownloadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Showcase_DownloadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_showcase_download(inputs)
	if (locale === "fr") return fr_businesses_showcase_download(inputs)
	return en_businesses_showcase_download(inputs)
});