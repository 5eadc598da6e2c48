/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Form_Not_SureInputs */

const en_festival_form_not_sure = /** @type {(inputs: Festival_Form_Not_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sure yet`)
};

const es_festival_form_not_sure = /** @type {(inputs: Festival_Form_Not_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no lo sé`)
};

const fr_festival_form_not_sure = /** @type {(inputs: Festival_Form_Not_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je ne sais pas encore`)
};

/**
* | output |
* | --- |
* | "Not sure yet" |
*
* @param {Festival_Form_Not_SureInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_form_not_sure = /** @type {((inputs?: Festival_Form_Not_SureInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Form_Not_SureInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_form_not_sure(inputs)
	if (locale === "fr") return fr_festival_form_not_sure(inputs)
	return en_festival_form_not_sure(inputs)
});