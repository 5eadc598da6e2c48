/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_ListenInputs */

const en_info_listen = /** @type {(inputs: Info_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen`)
};

const es_info_listen = /** @type {(inputs: Info_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escuchar`)
};

const fr_info_listen = /** @type {(inputs: Info_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écouter`)
};

/**
* | output |
* | --- |
* | "Listen" |
*
* @param {Info_ListenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_listen = /** @type {((inputs?: Info_ListenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_ListenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_listen(inputs)
	if (locale === "fr") return fr_info_listen(inputs)
	return en_info_listen(inputs)
});