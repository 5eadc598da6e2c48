/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Info_Download_NamedInputs */

const en_info_download_named = /** @type {(inputs: Info_Download_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Download ${i?.title}`)
};

const es_info_download_named = /** @type {(inputs: Info_Download_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Descargar ${i?.title}`)
};

const fr_info_download_named = /** @type {(inputs: Info_Download_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Télécharger : ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Download {title}" |
*
* @param {Info_Download_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_download_named = /** @type {((inputs: Info_Download_NamedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Download_NamedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_download_named(inputs)
	if (locale === "fr") return fr_info_download_named(inputs)
	return en_info_download_named(inputs)
});