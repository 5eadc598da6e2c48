/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Access_Listen_AfterInputs */

const en_info_access_listen_after = /** @type {(inputs: Info_Access_Listen_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, by your device's own voice, without a download and without a connection.`)
};

const es_info_access_listen_after = /** @type {(inputs: Info_Access_Listen_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, con la voz de tu propio dispositivo, sin descargar nada y sin conexión.`)
};

const fr_info_access_listen_after = /** @type {(inputs: Info_Access_Listen_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, par la voix de votre appareil, sans téléchargement et sans connexion.`)
};

/**
* | output |
* | --- |
* | ", by your device's own voice, without a download and without a connection." |
*
* @param {Info_Access_Listen_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_access_listen_after = /** @type {((inputs?: Info_Access_Listen_AfterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Access_Listen_AfterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_access_listen_after(inputs)
	if (locale === "fr") return fr_info_access_listen_after(inputs)
	return en_info_access_listen_after(inputs)
});