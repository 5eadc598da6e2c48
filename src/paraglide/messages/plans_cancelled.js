/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_CancelledInputs */

const en_plans_cancelled = /** @type {(inputs: Plans_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged. You can subscribe whenever you are ready.`)
};

const es_plans_cancelled = /** @type {(inputs: Plans_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se cobró nada. Puedes suscribirte cuando quieras.`)
};

const fr_plans_cancelled = /** @type {(inputs: Plans_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’a été débité. Vous pouvez vous abonner quand vous le souhaitez.`)
};

/**
* | output |
* | --- |
* | "Nothing was charged. You can subscribe whenever you are ready." |
*
* @param {Plans_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_cancelled = /** @type {((inputs?: Plans_CancelledInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_CancelledInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_cancelled(inputs)
	if (locale === "fr") return fr_plans_cancelled(inputs)
	return en_plans_cancelled(inputs)
});