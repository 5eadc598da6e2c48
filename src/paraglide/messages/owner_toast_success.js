/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Toast_SuccessInputs */

const en_owner_toast_success = /** @type {(inputs: Owner_Toast_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success`)
};

const es_owner_toast_success = /** @type {(inputs: Owner_Toast_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Listo!`)
};

const fr_owner_toast_success = /** @type {(inputs: Owner_Toast_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est fait !`)
};

/**
* | output |
* | --- |
* | "Success" |
*
* @param {Owner_Toast_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_toast_success = /** @type {((inputs?: Owner_Toast_SuccessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Toast_SuccessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_toast_success(inputs)
	if (locale === "fr") return fr_owner_toast_success(inputs)
	return en_owner_toast_success(inputs)
});