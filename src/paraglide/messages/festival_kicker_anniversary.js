/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ age: NonNullable<unknown> }} Festival_Kicker_AnniversaryInputs */

const en_festival_kicker_anniversary = /** @type {(inputs: Festival_Kicker_AnniversaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.age}th Anniversary Celebration`)
};

const es_festival_kicker_anniversary = /** @type {(inputs: Festival_Kicker_AnniversaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Celebración del ${i?.age}.º aniversario`)
};

const fr_festival_kicker_anniversary = /** @type {(inputs: Festival_Kicker_AnniversaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Célébration du ${i?.age}e anniversaire`)
};

/**
* | output |
* | --- |
* | "{age}th Anniversary Celebration" |
*
* @param {Festival_Kicker_AnniversaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_kicker_anniversary = /** @type {((inputs: Festival_Kicker_AnniversaryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Kicker_AnniversaryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_kicker_anniversary(inputs)
	if (locale === "fr") return fr_festival_kicker_anniversary(inputs)
	return en_festival_kicker_anniversary(inputs)
});