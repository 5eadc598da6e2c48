/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sub_CancelledInputs */

const en_partners_sub_cancelled = /** @type {(inputs: Partners_Sub_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged. Subscribe whenever you are ready.`)
};

const es_partners_sub_cancelled = /** @type {(inputs: Partners_Sub_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se cobró nada. Suscríbete cuando estés listo.`)
};

const fr_partners_sub_cancelled = /** @type {(inputs: Partners_Sub_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’a été débité. Abonnez-vous quand vous serez prêt.`)
};

/**
* | output |
* | --- |
* | "Nothing was charged. Subscribe whenever you are ready." |
*
* @param {Partners_Sub_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sub_cancelled = /** @type {((inputs?: Partners_Sub_CancelledInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sub_CancelledInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sub_cancelled(inputs)
	if (locale === "fr") return fr_partners_sub_cancelled(inputs)
	return en_partners_sub_cancelled(inputs)
});