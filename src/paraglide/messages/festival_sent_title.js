/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Sent_TitleInputs */

const en_festival_sent_title = /** @type {(inputs: Festival_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for supporting Harlem Week!`)
};

const es_festival_sent_title = /** @type {(inputs: Festival_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias por apoyar Harlem Week!`)
};

const fr_festival_sent_title = /** @type {(inputs: Festival_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci de soutenir Harlem Week !`)
};

/**
* | output |
* | --- |
* | "Thank you for supporting Harlem Week!" |
*
* @param {Festival_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_sent_title = /** @type {((inputs?: Festival_Sent_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Sent_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_sent_title(inputs)
	if (locale === "fr") return fr_festival_sent_title(inputs)
	return en_festival_sent_title(inputs)
});