/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_KickerInputs */

const en_info_media_kicker = /** @type {(inputs: Info_Media_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For journalists and producers`)
};

const es_info_media_kicker = /** @type {(inputs: Info_Media_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para periodistas y productores`)
};

const fr_info_media_kicker = /** @type {(inputs: Info_Media_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour les journalistes et les producteurs`)
};

/**
* | output |
* | --- |
* | "For journalists and producers" |
*
* @param {Info_Media_KickerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_kicker = /** @type {((inputs?: Info_Media_KickerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_KickerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_kicker(inputs)
	if (locale === "fr") return fr_info_media_kicker(inputs)
	return en_info_media_kicker(inputs)
});