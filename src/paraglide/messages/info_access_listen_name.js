/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Access_Listen_NameInputs */

const en_info_access_listen_name = /** @type {(inputs: Info_Access_Listen_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen`)
};

const es_info_access_listen_name = /** @type {(inputs: Info_Access_Listen_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escuchar`)
};

const fr_info_access_listen_name = /** @type {(inputs: Info_Access_Listen_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écouter`)
};

/**
* | output |
* | --- |
* | "Listen" |
*
* @param {Info_Access_Listen_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_access_listen_name = /** @type {((inputs?: Info_Access_Listen_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Access_Listen_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_access_listen_name(inputs)
	if (locale === "fr") return fr_info_access_listen_name(inputs)
	return en_info_access_listen_name(inputs)
});