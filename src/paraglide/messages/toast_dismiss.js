/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_DismissInputs */

const en_toast_dismiss = /** @type {(inputs: Toast_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss notification`)
};

const es_toast_dismiss = /** @type {(inputs: Toast_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar el aviso`)
};

const fr_toast_dismiss = /** @type {(inputs: Toast_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer la notification`)
};

/**
* | output |
* | --- |
* | "Dismiss notification" |
*
* @param {Toast_DismissInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const toast_dismiss = /** @type {((inputs?: Toast_DismissInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_DismissInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_toast_dismiss(inputs)
	if (locale === "fr") return fr_toast_dismiss(inputs)
	return en_toast_dismiss(inputs)
});