/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Pe_Confirm_TitleInputs */

const en_moderation_pe_confirm_title = /** @type {(inputs: Moderation_Pe_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm the change`)
};

const es_moderation_pe_confirm_title = /** @type {(inputs: Moderation_Pe_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma el cambio`)
};

const fr_moderation_pe_confirm_title = /** @type {(inputs: Moderation_Pe_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez la modification`)
};

/**
* | output |
* | --- |
* | "Confirm the change" |
*
* @param {Moderation_Pe_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_confirm_title = /** @type {((inputs?: Moderation_Pe_Confirm_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_Confirm_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_confirm_title(inputs)
	if (locale === "fr") return fr_moderation_pe_confirm_title(inputs)
	return en_moderation_pe_confirm_title(inputs)
});