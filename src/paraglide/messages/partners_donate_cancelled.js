/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Donate_CancelledInputs */

const en_partners_donate_cancelled = /** @type {(inputs: Partners_Donate_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged. You can start again below.`)
};

const es_partners_donate_cancelled = /** @type {(inputs: Partners_Donate_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se cobró nada. Puedes volver a empezar más abajo.`)
};

const fr_partners_donate_cancelled = /** @type {(inputs: Partners_Donate_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’a été débité. Vous pouvez recommencer ci-dessous.`)
};

/**
* | output |
* | --- |
* | "Nothing was charged. You can start again below." |
*
* @param {Partners_Donate_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_cancelled = /** @type {((inputs?: Partners_Donate_CancelledInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_CancelledInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_cancelled(inputs)
	if (locale === "fr") return fr_partners_donate_cancelled(inputs)
	return en_partners_donate_cancelled(inputs)
});