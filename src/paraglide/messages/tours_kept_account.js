/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Kept_AccountInputs */

const en_tours_kept_account = /** @type {(inputs: Tours_Kept_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your progress is kept on your account.`)
};

const es_tours_kept_account = /** @type {(inputs: Tours_Kept_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu progreso se guarda en tu cuenta.`)
};

const fr_tours_kept_account = /** @type {(inputs: Tours_Kept_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre progression est enregistrée sur votre compte.`)
};

/**
* | output |
* | --- |
* | "Your progress is kept on your account." |
*
* @param {Tours_Kept_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_kept_account = /** @type {((inputs?: Tours_Kept_AccountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Kept_AccountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_kept_account(inputs)
	if (locale === "fr") return fr_tours_kept_account(inputs)
	return en_tours_kept_account(inputs)
});