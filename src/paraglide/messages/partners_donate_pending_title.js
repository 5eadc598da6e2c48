/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Donate_Pending_TitleInputs */

const en_partners_donate_pending_title = /** @type {(inputs: Partners_Donate_Pending_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming your gift...`)
};

const es_partners_donate_pending_title = /** @type {(inputs: Partners_Donate_Pending_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmando tu donación…`)
};

const fr_partners_donate_pending_title = /** @type {(inputs: Partners_Donate_Pending_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation de votre don…`)
};

/**
* | output |
* | --- |
* | "Confirming your gift..." |
*
* @param {Partners_Donate_Pending_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_pending_title = /** @type {((inputs?: Partners_Donate_Pending_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_Pending_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_pending_title(inputs)
	if (locale === "fr") return fr_partners_donate_pending_title(inputs)
	return en_partners_donate_pending_title(inputs)
});