/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Offline_DescriptionInputs */

const en_info_offline_description = /** @type {(inputs: Info_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is not saved on this device. Pages you have visited open without a connection.`)
};

const es_info_offline_description = /** @type {(inputs: Info_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página no está guardada en este dispositivo. Las páginas que has visitado se abren sin conexión.`)
};

const fr_info_offline_description = /** @type {(inputs: Info_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page n’est pas enregistrée sur cet appareil. Les pages que vous avez consultées s’ouvrent sans connexion.`)
};

/**
* | output |
* | --- |
* | "This page is not saved on this device. Pages you have visited open without a connection." |
*
* @param {Info_Offline_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_offline_description = /** @type {((inputs?: Info_Offline_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Offline_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_offline_description(inputs)
	if (locale === "fr") return fr_info_offline_description(inputs)
	return en_info_offline_description(inputs)
});