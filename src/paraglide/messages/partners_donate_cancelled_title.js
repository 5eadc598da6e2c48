/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Donate_Cancelled_TitleInputs */

const en_partners_donate_cancelled_title = /** @type {(inputs: Partners_Donate_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donation cancelled`)
};

const es_partners_donate_cancelled_title = /** @type {(inputs: Partners_Donate_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donación cancelada`)
};

const fr_partners_donate_cancelled_title = /** @type {(inputs: Partners_Donate_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Don annulé`)
};

/**
* | output |
* | --- |
* | "Donation cancelled" |
*
* @param {Partners_Donate_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_cancelled_title = /** @type {((inputs?: Partners_Donate_Cancelled_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_Cancelled_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_cancelled_title(inputs)
	if (locale === "fr") return fr_partners_donate_cancelled_title(inputs)
	return en_partners_donate_cancelled_title(inputs)
});