/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_FailedInputs */

const en_alerts_failed = /** @type {(inputs: Alerts_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update your notifications. Please try again.`)
};

const es_alerts_failed = /** @type {(inputs: Alerts_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron actualizar tus notificaciones. Inténtalo de nuevo.`)
};

const fr_alerts_failed = /** @type {(inputs: Alerts_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour vos notifications. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Failed to update your notifications. Please try again." |
*
* @param {Alerts_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_failed = /** @type {((inputs?: Alerts_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_failed(inputs)
	if (locale === "fr") return fr_alerts_failed(inputs)
	return en_alerts_failed(inputs)
});