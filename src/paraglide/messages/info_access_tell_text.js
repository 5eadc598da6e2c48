/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Access_Tell_TextInputs */

const en_info_access_tell_text = /** @type {(inputs: Info_Access_Tell_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If something in the guide is hard to use, [write to us] or call`)
};

const es_info_access_tell_text = /** @type {(inputs: Info_Access_Tell_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si algo de la guía es difícil de usar, [escríbenos] o llama al`)
};

const fr_info_access_tell_text = /** @type {(inputs: Info_Access_Tell_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si quelque chose dans le guide est difficile à utiliser, [écrivez-nous] ou appelez le`)
};

/**
* | output |
* | --- |
* | "If something in the guide is hard to use, [write to us] or call" |
*
* @param {Info_Access_Tell_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_access_tell_text = /** @type {((inputs?: Info_Access_Tell_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Access_Tell_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_access_tell_text(inputs)
	if (locale === "fr") return fr_info_access_tell_text(inputs)
	return en_info_access_tell_text(inputs)
});