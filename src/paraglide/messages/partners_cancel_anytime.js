/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Cancel_AnytimeInputs */

const en_partners_cancel_anytime = /** @type {(inputs: Partners_Cancel_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel anytime`)
};

const es_partners_cancel_anytime = /** @type {(inputs: Partners_Cancel_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancela cuando quieras`)
};

const fr_partners_cancel_anytime = /** @type {(inputs: Partners_Cancel_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résiliable à tout moment`)
};

/**
* | output |
* | --- |
* | "Cancel anytime" |
*
* @param {Partners_Cancel_AnytimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_cancel_anytime = /** @type {((inputs?: Partners_Cancel_AnytimeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Cancel_AnytimeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_cancel_anytime(inputs)
	if (locale === "fr") return fr_partners_cancel_anytime(inputs)
	return en_partners_cancel_anytime(inputs)
});