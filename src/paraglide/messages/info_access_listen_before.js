/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Access_Listen_BeforeInputs */

const en_info_access_listen_before = /** @type {(inputs: Info_Access_Listen_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighborhood guides and business pages can be read aloud with`)
};

const es_info_access_listen_before = /** @type {(inputs: Info_Access_Listen_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las guías de barrio y las páginas de negocios se pueden escuchar en voz alta con`)
};

const fr_info_access_listen_before = /** @type {(inputs: Info_Access_Listen_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les guides de quartier et les pages des commerces peuvent être lus à voix haute avec`)
};

/**
* | output |
* | --- |
* | "Neighborhood guides and business pages can be read aloud with" |
*
* @param {Info_Access_Listen_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_access_listen_before = /** @type {((inputs?: Info_Access_Listen_BeforeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Access_Listen_BeforeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_access_listen_before(inputs)
	if (locale === "fr") return fr_info_access_listen_before(inputs)
	return en_info_access_listen_before(inputs)
});