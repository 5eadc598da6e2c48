/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Phase_On_NowInputs */

const en_festival_phase_on_now = /** @type {(inputs: Festival_Phase_On_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on now`)
};

const es_festival_phase_on_now = /** @type {(inputs: Festival_Phase_On_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en curso`)
};

const fr_festival_phase_on_now = /** @type {(inputs: Festival_Phase_On_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en cours`)
};

/**
* | output |
* | --- |
* | "on now" |
*
* @param {Festival_Phase_On_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_phase_on_now = /** @type {((inputs?: Festival_Phase_On_NowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Phase_On_NowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_phase_on_now(inputs)
	if (locale === "fr") return fr_festival_phase_on_now(inputs)
	return en_festival_phase_on_now(inputs)
});